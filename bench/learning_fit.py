"""How long one `learn()` takes as the stored findings grow (the relearn job, and a
review whose cached fit is stale).

Findings are spread over 50 repositories in 5 installations, 150 Semgrep rules and the
LLM per category; a fifth of them have an outcome. Prints seconds per fit and how many
effects (calibrations, installations, repositories, rules, rules in repositories) it fitted.

    .venv/bin/python bench/learning_fit.py [--sizes 1000 10000 50000 200000]
"""

from __future__ import annotations

import argparse
import random
import time
from datetime import datetime, timedelta

from bot.core.findings import Category, Source
from bot.core.learning.fold import Observation, learn
from bot.core.outcomes import Outcome

START = datetime(2025, 1, 6, 9, 0)


def findings(count: int, rng: random.Random) -> list[Observation]:
    made: list[Observation] = []
    for i in range(count):
        repository = rng.randrange(50)
        source = rng.choice((Source.SEMGREP, Source.LLM))
        category = rng.choice(list(Category))
        rule = rng.randrange(150)
        raw = round(rng.random(), 2) if source is Source.LLM else (rule % 19 + 1) / 20
        judged = rng.random() < 0.2
        accepted = rng.random() < 0.6
        made.append(
            Observation(
                installation_id=repository % 5,
                repository=f"org{repository % 5}/repo{repository}",
                source=source,
                category=category,
                rule_id=f"rule{rule}" if source is Source.SEMGREP else f"llm/{category}",
                language="python",
                raw_confidence=raw,
                outcome=(Outcome.ACCEPTED if accepted else Outcome.DISMISSED)
                if judged
                else Outcome.PENDING,
                actor=f"dev{rng.randrange(20)}",
                at=START + timedelta(minutes=i),
            )
        )
    return made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 50000, 200000])
    args = parser.parse_args()
    rng = random.Random(1)  # noqa: S311 - a seeded benchmark
    for size in args.sizes:
        observed = findings(size, rng)
        started = time.perf_counter()
        model = learn(observed)
        elapsed = time.perf_counter() - started
        print(
            f"{size:>7} findings ({size // 5:>6} judged): learn() {elapsed:6.2f} s,"
            f" {len(model.effects.effects)} effects"
        )


if __name__ == "__main__":
    main()
