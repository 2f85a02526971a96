import hashlib

from fastapi import FastAPI, Request

app = FastAPI()
USERS = {}


class Credential:
    algorithm = hashlib.sha1

    def __init__(self, login, password):
        self.login = login
        self.password = password

    def stored_form(self, salt):
        return self.algorithm((salt + self.password).encode()).hexdigest()


@app.post("/signup")
async def signup(request: Request):
    body = await request.json()
    cred = Credential(body["login"], body["password"])
    salt = cred.login[::-1]
    USERS[cred.login] = {"salt": salt, "hash": cred.stored_form(salt)}
    return {"created": cred.login}
