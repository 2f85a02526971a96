def withdraw(balance: int, amount: int) -> int:
    # ruleid: python-assert-on-tuple
    assert (amount <= balance, "insufficient funds")
    # ruleid: python-assert-on-tuple
    assert (amount > 0, balance > 0)
    return balance - amount


def withdraw_safely(balance: int, amount: int) -> int:
    # ok: python-assert-on-tuple
    assert amount <= balance, "insufficient funds"
    # ok: python-assert-on-tuple
    assert (amount > 0), "positive amounts only"
    # ok: python-assert-on-tuple
    assert (balance, amount) == (balance, amount)
    return balance - amount
