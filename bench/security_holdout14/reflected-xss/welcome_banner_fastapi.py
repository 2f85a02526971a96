import re
from typing import Annotated

from fastapi import FastAPI, Query
from fastapi.responses import HTMLResponse
from pydantic import AfterValidator

app = FastAPI()
DISPLAY_NAME = re.compile(r"[\w .-]{1,40}")


def display_name(value: str) -> str:
    if not DISPLAY_NAME.fullmatch(value):
        raise ValueError("display name contains unsupported characters")
    return value


@app.get("/welcome", response_class=HTMLResponse)
async def welcome(name: Annotated[str, AfterValidator(display_name), Query()] = "guest"):
    banner = f"<div class='banner'>Welcome back, {name}!</div>"
    return HTMLResponse(content=f"<html><body>{banner}</body></html>")
