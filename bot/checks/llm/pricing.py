"""What a review's tokens cost, in USD, from Anthropic's published list prices.

USD per million tokens, standard API (not batch), 5-minute cache writes, from
https://platform.claude.com/docs/en/about-claude/pricing:

| model                                   | input | output | cache read |
|-----------------------------------------|-------|--------|------------|
| claude-fable-5-1, claude-mythos-5-1     | 10.00 |  50.00 |   0.25     |
| claude-fable-5, claude-mythos-5         | 10.00 |  50.00 |   1.00     |
| claude-opus-5, -4-8, -4-7, -4-6, -4-5   |  5.00 |  25.00 |   0.50     |
| claude-opus-4-1, -4-0, -4               | 15.00 |  75.00 |   1.50     |
| claude-sonnet-4-6, -4-5, -4-0, -4       |  3.00 |  15.00 |   0.30     |
| claude-3-7-sonnet                       |  3.00 |  15.00 |   0.30     |
| claude-haiku-4-5                        |  1.00 |   5.00 |   0.10     |
| claude-3-5-haiku                        |  0.80 |   4.00 |   0.08     |
| claude-3-haiku                          |  0.25 |   1.25 |   0.03     |

A cache write costs 1.25 x input for every model listed. A dated id
(`claude-sonnet-4-5-20250929`) or a `-latest` alias has its base id's price. A model
missing here (including those priced in tiers by prompt size) costs 0 and the check
says so in a note rather than guessing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.checks.base import Usage

CACHE_WRITE_MULTIPLIER = 1.25
_PER_MILLION = 1_000_000
_VERSION_SUFFIX = re.compile(r"-(\d{8}|latest)$")


@dataclass(frozen=True, slots=True)
class Price:
    input_per_million: float
    output_per_million: float
    cache_read_per_million: float


_FABLE_51 = Price(10.00, 50.00, 0.25)
_FABLE_5 = Price(10.00, 50.00, 1.00)
_OPUS = Price(5.00, 25.00, 0.50)
_OPUS_4 = Price(15.00, 75.00, 1.50)
_SONNET = Price(3.00, 15.00, 0.30)

PRICES: dict[str, Price] = {
    "claude-fable-5-1": _FABLE_51,
    "claude-mythos-5-1": _FABLE_51,
    "claude-fable-5": _FABLE_5,
    "claude-mythos-5": _FABLE_5,
    "claude-opus-5": _OPUS,
    "claude-opus-4-8": _OPUS,
    "claude-opus-4-7": _OPUS,
    "claude-opus-4-6": _OPUS,
    "claude-opus-4-5": _OPUS,
    "claude-opus-4-1": _OPUS_4,
    "claude-opus-4-0": _OPUS_4,
    "claude-opus-4": _OPUS_4,
    "claude-sonnet-4-6": _SONNET,
    "claude-sonnet-4-5": _SONNET,
    "claude-sonnet-4-0": _SONNET,
    "claude-sonnet-4": _SONNET,
    "claude-3-7-sonnet": _SONNET,
    "claude-haiku-4-5": Price(1.00, 5.00, 0.10),
    "claude-3-5-haiku": Price(0.80, 4.00, 0.08),
    "claude-3-haiku": Price(0.25, 1.25, 0.03),
}


def price_of(model: str) -> Price | None:
    return PRICES.get(_VERSION_SUFFIX.sub("", model.strip().lower()))


def cost_usd(usage: Usage, price: Price) -> float:
    return (
        usage.input_tokens * price.input_per_million
        + usage.cache_write_tokens * price.input_per_million * CACHE_WRITE_MULTIPLIER
        + usage.cache_read_tokens * price.cache_read_per_million
        + usage.output_tokens * price.output_per_million
    ) / _PER_MILLION
