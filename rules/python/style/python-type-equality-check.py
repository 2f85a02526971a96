def to_json(value):
    # ruleid: python-type-equality-check
    if type(value) == dict:
        return {k: to_json(v) for k, v in value.items()}
    # ruleid: python-type-equality-check
    if list != type(value):
        return value
    return [to_json(v) for v in value]


def to_json_safely(value):
    # ok: python-type-equality-check
    if isinstance(value, dict):
        return {k: to_json_safely(v) for k, v in value.items()}
    # ok: python-type-equality-check
    if type(value) is bool:
        return value
    # ok: python-type-equality-check
    return value if type(value).__name__ == "Decimal" else str(value)
