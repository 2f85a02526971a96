from fastapi import FastAPI, Response
from pydantic import BaseModel

from tokens import exchange_code

app = FastAPI()


class CodeExchange(BaseModel):
    code: str


@app.post("/oauth/exchange")
def exchange(body: CodeExchange, response: Response):
    access = exchange_code(body.code)
    value = "%s.%s" % (access["user_id"], access["access_token"])
    response.set_cookie(key="auth", value=value, httponly=True, samesite="none")
    return {"ok": True}
