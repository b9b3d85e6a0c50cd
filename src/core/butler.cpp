#include "core/butler.h"

#include <algorithm>

#include "core/imps.h"

namespace tenace {

namespace {

// The multiple of 10 nearest to sum / count, halves away from zero, in exact
// integer arithmetic so that e.g. an average of exactly 415 always gives 420.
int nearest_ten(long long sum, long long count) {
  const long long magnitude = sum < 0 ? -sum : sum;
  const long long tens = (2 * magnitude + 10 * count) / (20 * count);
  return static_cast<int>((sum < 0 ? -tens : tens) * 10);
}

}  // namespace

int butler_datum(const std::vector<int>& scores, ButlerOptions options) {
  if (scores.empty()) return 0;
  std::vector<int> sorted = scores;
  std::sort(sorted.begin(), sorted.end());
  std::size_t discard = options.discard_each_end > 0 ? static_cast<std::size_t>(options.discard_each_end) : 0;
  if (sorted.size() < 2 * discard + 1) discard = 0;
  long long sum = 0;
  for (std::size_t i = discard; i < sorted.size() - discard; ++i) sum += sorted[i];
  return nearest_ten(sum, static_cast<long long>(sorted.size() - 2 * discard));
}

std::vector<int> butler_imps(const std::vector<int>& scores, ButlerOptions options) {
  const int datum = butler_datum(scores, options);
  std::vector<int> result;
  result.reserve(scores.size());
  for (int s : scores) result.push_back(imps(s - datum));
  return result;
}

}  // namespace tenace
