import random
import string

from fastapi import FastAPI

app = FastAPI()
rng = random.SystemRandom()
ALPHABET = string.ascii_letters + string.digits


@app.post("/teams/{team_id}/invites")
def invite_code(team_id: int, uses: int = 1):
    code = "".join(rng.choice(ALPHABET) for _ in range(20))
    return {"team": team_id, "code": code, "uses": min(uses, 10)}
