import markdown
from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import HTMLResponse
from jinja2 import Environment
from markupsafe import Markup
from pydantic import BaseModel, Field

from app.auth import current_username

app = FastAPI()
env = Environment(autoescape=True)
PROFILES: dict[str, dict] = {}

PROFILE_PAGE = env.from_string("""<!doctype html>
<title>{{ name }}</title>
<h1>{{ display_name }}</h1>
<section class="bio">{{ bio }}</section>""")


class ProfileUpdate(BaseModel):
    display_name: str = Field(max_length=80)
    bio: str = Field("", max_length=5000)


@app.put("/profile")
def update_profile(update: ProfileUpdate, username: str = Depends(current_username)):
    PROFILES[username] = update.model_dump()
    return {"ok": True}


@app.get("/members/{name}", response_class=HTMLResponse)
def show_profile(name: str):
    profile = PROFILES.get(name)
    if profile is None:
        raise HTTPException(status_code=404, detail="no such member")
    # bios are written in Markdown
    bio_html = Markup(markdown.markdown(profile["bio"]))
    return PROFILE_PAGE.render(name=name, display_name=profile["display_name"], bio=bio_html)
