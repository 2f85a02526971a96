import random
import string

from fastapi import FastAPI, HTTPException

app = FastAPI()
_rng = random.SystemRandom()
ACCOUNTS = {"ops": {"must_change": False}, "support": {"must_change": False}}
CHARSET = string.ascii_letters + string.digits + "!@#$%^&*"


def generate_password(length: int = 16) -> str:
    chars = [_rng.choice(string.ascii_lowercase), _rng.choice(string.ascii_uppercase), _rng.choice(string.digits)]
    chars += [_rng.choice(CHARSET) for _ in range(length - len(chars))]
    _rng.shuffle(chars)
    return "".join(chars)


@app.post("/admin/accounts/{name}/reset")
def reset_account(name: str):
    account = ACCOUNTS.get(name)
    if account is None:
        raise HTTPException(status_code=404)
    account["must_change"] = True
    return {"account": name, "temporary_password": generate_password()}
