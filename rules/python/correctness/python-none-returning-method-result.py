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


def newest_orders(db, customer_id):
    # ok: python-none-returning-method-result
    cursor = db.orders.find({"customer": customer_id}).sort("created_at", -1)
    # ok: python-none-returning-method-result
    return cursor.sort([("total", -1)]).limit(10)


def newest_first(entries):
    # ruleid: python-none-returning-method-result
    return entries.sort(key=lambda entry: entry.at)
