import os
from typing import Optional

from fastapi import APIRouter, Depends, FastAPI, HTTPException, Request
from pydantic import BaseModel
from starlette.middleware.sessions import SessionMiddleware


class AppSettings(BaseModel):
    secret_key: str = os.environ.get("SESSION_SECRET", "")
    session_cookie: str = "onboarding"
    plans: tuple = ("free", "team", "enterprise")


settings = AppSettings()
router = APIRouter(prefix="/onboarding")


class ProfileIn(BaseModel):
    company: str
    plan: str = "free"
    user_id: Optional[int] = None
    is_admin: bool = False


class OnboardingSession:
    def __init__(self, request: Request):
        self.session = request.session

    def save_profile(self, profile: ProfileIn) -> None:
        self.session.update(profile.dict())

    def progress(self) -> dict:
        return {"company": self.session.get("company"), "plan": self.session.get("plan")}


def get_onboarding(request: Request) -> OnboardingSession:
    return OnboardingSession(request)


@router.get("/plans")
def plans():
    return {"plans": list(settings.plans)}


@router.post("/profile")
def save_profile(profile: ProfileIn, onboarding: OnboardingSession = Depends(get_onboarding)):
    if not profile.company.strip():
        raise HTTPException(status_code=422, detail="company required")
    onboarding.save_profile(profile)
    return {"next": "/onboarding/invite"}


@router.get("/progress")
def progress(onboarding: OnboardingSession = Depends(get_onboarding)):
    return onboarding.progress()


@router.get("/admin")
def admin_area(request: Request):
    if not request.session.get("is_admin"):
        raise HTTPException(status_code=403)
    return {"area": "admin"}


def create_app() -> FastAPI:
    app = FastAPI()
    app.add_middleware(SessionMiddleware, secret_key=settings.secret_key, session_cookie=settings.session_cookie)
    app.include_router(router)
    return app
