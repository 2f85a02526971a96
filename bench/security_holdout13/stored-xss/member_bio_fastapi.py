from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import HTMLResponse
from jinja2 import DictLoader, Environment
from pydantic import BaseModel
from sqlalchemy.orm import Session

from .database import get_session
from .models import Member

env = Environment(loader=DictLoader({
    "bio.html": "<h1>{{ member.display_name }}</h1><div class='bio'>{{ member.bio }}</div>",
}), autoescape=False)
app = FastAPI()


class BioUpdate(BaseModel):
    bio: str


@app.get("/members/{member_id}", response_class=HTMLResponse)
def member_page(member_id: int, db: Session = Depends(get_session)):
    member = db.get(Member, member_id)
    if member is None:
        raise HTTPException(status_code=404)
    page = env.get_template("bio.html").render(member=member)
    return HTMLResponse(page)


@app.put("/members/{member_id}/bio")
def update_bio(member_id: int, body: BioUpdate, db: Session = Depends(get_session)):
    member = db.get(Member, member_id)
    if member is None:
        raise HTTPException(status_code=404)
    member.bio = body.bio[:4000]
    db.commit()
    return {"updated": True}
