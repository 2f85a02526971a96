import random


def top_scores(scores: list[int]) -> list[int]:
    # ruleid: python-none-returning-method-result
    ranked = scores.sort(reverse=True)
    return ranked[:3]


def newest(events: list) -> list:
    # ruleid: python-none-returning-method-result
    sorted(events, key=lambda e: e.at).reverse()
    # ruleid: python-none-returning-method-result
    return random.shuffle(events)


def top_scores_safely(scores: list[int]) -> list[int]:
    # ok: python-none-returning-method-result
    scores.sort(reverse=True)
    # ok: python-none-returning-method-result
    ranked = sorted(scores, reverse=True)
    # ok: python-none-returning-method-result
    random.shuffle(scores)
    return ranked[:3]
