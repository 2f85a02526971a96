import os
from typing import Literal

from fastapi import FastAPI, Request
from pydantic import BaseModel, Field
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True, same_site="lax")


class DisplayPrefs(BaseModel):
    theme: Literal["light", "dark", "system"] = "system"
    page_size: int = Field(25, ge=10, le=100)


@app.put("/me/display")
async def update_display(request: Request, prefs: DisplayPrefs):
    request.session["display"] = prefs.model_dump()
    return {"saved": True}


@app.get("/me/display")
async def read_display(request: Request):
    return request.session.get("display", DisplayPrefs().model_dump())
