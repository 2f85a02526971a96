"""How long one `learn()` takes as the stored findings grow (the relearn job, and a
review whose cached fit is stale), on everything and on what the store passes.

Findings are spread over 50 repositories in 5 installations, 150 Semgrep rules and the
LLM per category; a fifth of them have an outcome. Prints CPU seconds per fit (steady
under load, unlike wall time) and how many effects it fitted, for every finding and for
the store's bound (`bot.store.feedback.observations`: the latest MAX_FINDINGS_LEARNED,
then older judged ones up to MAX_JUDGED_LEARNED judged in all).

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
from bot.store.feedback import MAX_FINDINGS_LEARNED, MAX_JUDGED_LEARNED

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


def bounded(observed: list[Observation]) -> list[Observation]:
    """What the store passes of these findings (listed oldest first)."""
    recent = observed[-MAX_FINDINGS_LEARNED:]
    owed = MAX_JUDGED_LEARNED - sum(o.outcome is not Outcome.PENDING for o in recent)
    older = [o for o in observed[:-MAX_FINDINGS_LEARNED] if o.outcome is not Outcome.PENDING]
    return (older[-owed:] if owed > 0 else []) + recent


def fit_seconds(observed: list[Observation]) -> tuple[float, int]:
    started = time.process_time()
    model = learn(observed)
    return time.process_time() - started, len(model.effects.effects)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 4000, 9000, 50000])
    args = parser.parse_args()
    rng = random.Random(1)  # noqa: S311 - a seeded benchmark
    for size in args.sizes:
        observed = findings(size, rng)
        every, effects = fit_seconds(observed)
        passed = bounded(observed)
        bound, _ = fit_seconds(passed) if len(passed) < size else (every, effects)
        print(
            f"{size:>7} findings ({size // 5:>6} judged): learn() {every:6.2f} s of CPU"
            f" ({effects} effects); on the store's bound ({len(passed)} findings) {bound:5.2f} s"
        )


if __name__ == "__main__":
    main()
