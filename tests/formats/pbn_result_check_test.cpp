// A Result against a play stopped early ('*'): impossible by the tricks
// counted, or by the sure tricks of the trumps left (sure_tricks.h).
#include <gtest/gtest.h>

#include <string>

#include "formats/pbn_reader.h"

namespace tenace::formats {
namespace {

// errors_10 game 61's board: South declares 5HX; after six tricks, all to
// declarer, South leads H2 and the play stops. West still holds HA T.
std::string game(const std::string& contract, const std::string& result) {
  return "[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
         "[Deal \"W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n"
         "[Declarer \"S\"]\n[Contract \"" +
         contract + "\"]\n[Result \"" + result +
         "\"]\n"
         "[Play \"W\"]\nSK H3 S4 S3\nC5 C2 C6 CK\nS2 H6 S5 S7\nC8 CA CT C4\nD2 DA DT D3\nD4 DK H5 H7\n- - - H2\n*\n";
}

std::string errors(const ReadResult& r) {
  std::string text;
  for (const Diagnostic& d : r.diagnostics.all())
    if (d.severity == Severity::Error) text += std::to_string(d.line) + ": " + d.message + "\n";
  return text;
}

TEST(PbnResultCheck, DeclarerCannotTakeATrickTheTrumpAceMustWin) {
  EXPECT_EQ(errors(read_pbn(game("5HX", "13"))),
            "6: Result 13 is impossible: the play already gives declarer 6 and the defenders 0 tricks, and West "
            "still holds HA, the highest trump left, which must win a trick\n");
  EXPECT_EQ(errors(read_pbn(game("5HX", "12"))), "");
}

TEST(PbnResultCheck, TheTricksCountedAloneCanMakeAResultImpossible) {
  EXPECT_EQ(errors(read_pbn(game("5HX", "4"))),
            "6: Result 4 is impossible: the play already gives declarer 6 and the defenders 0 tricks\n");
}

TEST(PbnResultCheck, ATrumpRunOfDeclarersSideRaisesTheMinimum) {
  // North declares 5D and ruffs the opening SA; then the play stops. North
  // still holds DA DK DQ above West's DJ: three more tricks for declarer.
  auto north_declares = [](const std::string& result) {
    return "[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
           "[Deal \"W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n"
           "[Declarer \"N\"]\n[Contract \"5D\"]\n[Result \"" +
           result + "\"]\n[Play \"E\"]\nSA S3 SK D7\n*\n";
  };
  EXPECT_EQ(errors(read_pbn(north_declares("3"))),
            "6: Result 3 is impossible: the play already gives declarer 1 and the defenders 0 tricks, and North "
            "still holds DA DK DQ, the 3 highest trumps left, which must each win a trick\n");
  EXPECT_EQ(errors(read_pbn(north_declares("4"))), "");
}

TEST(PbnResultCheck, APlayToBeContinuedHasAResultForTheTricksSoFar) {
  // Without '*' the play has not ended: Result 1 counts the one trick
  // played, whatever North's trumps will take later (§3.4.15).
  const std::string unfinished =
      "[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
      "[Deal \"W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n"
      "[Declarer \"N\"]\n[Contract \"5D\"]\n[Result \"1\"]\n[Play \"E\"]\nSA S3 SK D7\n+\n";
  EXPECT_EQ(errors(read_pbn(unfinished)), "");
}

TEST(PbnResultCheck, NoTrumpGivesNoSureTricks) {
  // In no trump West may have to discard the HA: 12 tricks for declarer
  // (West won the first trick) are not provably wrong.
  EXPECT_EQ(errors(read_pbn(game("5NTX", "12"))), "");
}

TEST(PbnResultCheck, APlayWithARevokeDoesNotBoundTheResult) {
  // South (declarer) revokes in the fifth trick, ruffing North's DA while
  // holding D3; East then ruffs the sixth. Declarer has 5 tricks so far,
  // but a revoke penalty moves tricks after the play (Law 64), so Result 4
  // may be right; LIN and JSON skip such plays too.
  std::string revoked = game("5HX", "4");
  revoked.replace(revoked.find("D2 DA DT D3"), 11, "D2 DA DT ^R H7");
  revoked.replace(revoked.find("D4 DK H5 H7"), 11, "D4 DK H5 D3");
  EXPECT_EQ(errors(read_pbn(revoked)), "");
  std::string same_without_revoke = game("5HX", "4");
  EXPECT_NE(errors(read_pbn(same_without_revoke)), "");
}

TEST(PbnResultCheck, ADisputedResultIsNotChecked) { EXPECT_EQ(errors(read_pbn(game("5HX", "^13"))), ""); }

}  // namespace
}  // namespace tenace::formats
