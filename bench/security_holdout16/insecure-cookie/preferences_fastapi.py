from typing import Annotated, Literal

from fastapi import Depends, FastAPI, Response
from pydantic import BaseModel

from .auth import current_user, sign_value

app = FastAPI()


class Prefs(BaseModel):
    theme: Literal["light", "dark"] = "light"
    language: str = "en"


@app.put("/preferences")
async def save_preferences(prefs: Prefs, response: Response, user: Annotated[dict, Depends(current_user)]):
    payload = f"{user['id']}|{prefs.theme}|{prefs.language}"
    signed = sign_value(payload)
    cookie = {"key": "auth_prefs", "value": signed, "max_age": 31_536_000, "httponly": True, "secure": False}
    response.set_cookie(**cookie)
    return prefs
