#include "formats/sure_tricks.h"

namespace tenace::formats {

std::optional<SureTricks> top_trump_run(const std::array<Hand, 4>& unplayed, Suit trump) {
  std::optional<SureTricks> run;
  for (int r = static_cast<int>(Rank::Ace); r >= static_cast<int>(Rank::Two); --r) {
    const Card card(trump, static_cast<Rank>(r));
    std::optional<Seat> holder;
    for (Seat s : kAllSeats)
      if (unplayed[index(s)].contains(card)) holder = s;
    if (!holder) continue;  // played already: no longer in the way
    if (run && run->holder != *holder) break;
    if (!run) run = SureTricks{*holder, {}};
    run->trumps.push_back(card);
  }
  return run;
}

std::string SureTricks::describe() const {
  std::string cards;
  for (const Card& c : trumps) cards += (cards.empty() ? "" : " ") + c.to_string();
  return std::string(seat_name(holder)) + " still holds " + cards +
         (trumps.size() == 1
              ? ", the highest trump left, which must win a trick"
              : ", the " + std::to_string(trumps.size()) + " highest trumps left, which must each win a trick");
}

}  // namespace tenace::formats
