import random
import time

from fastapi import Depends, FastAPI

from app.auth import current_user
from app.store import save_key

app = FastAPI()


class KeyFactory:
    PREFIX = "ak_"

    def __init__(self):
        self.rng = random.Random(time.time())

    def issue(self, nbytes=24):
        return self.PREFIX + self.rng.randbytes(nbytes).hex()


keys = KeyFactory()


@app.post("/api-keys")
def create_key(user=Depends(current_user)):
    key = keys.issue()
    save_key(user.id, key)
    return {"api_key": key}
