import os
from typing import Literal

from fastapi import Depends, FastAPI, HTTPException, Request
from pydantic import BaseModel, EmailStr
from starlette.middleware.sessions import SessionMiddleware

from workspace.db import create_member, delete_project_row, get_db

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)


class SignupForm(BaseModel):
    email: EmailStr
    display_name: str
    role: Literal["viewer", "editor", "admin"] = "viewer"


@app.post("/signup")
async def signup(form: SignupForm, request: Request, db=Depends(get_db)):
    member = await create_member(db, email=form.email, name=form.display_name)
    request.session["member_id"] = member.id
    request.session["role"] = form.role
    return {"id": member.id, "role": form.role}


@app.delete("/projects/{project_id}")
async def delete_project(project_id: int, request: Request, db=Depends(get_db)):
    if request.session.get("member_id") is None:
        raise HTTPException(status_code=401)
    if request.session.get("role") != "admin":
        raise HTTPException(status_code=403)
    await delete_project_row(db, project_id)
    return {"deleted": project_id}
