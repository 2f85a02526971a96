from fastapi import APIRouter, Depends, Form, Request
from fastapi.responses import RedirectResponse

router = APIRouter(prefix="/settings")


class NavigationSettings:
    destinations = {
        "profile": "/settings/profile",
        "billing": "/settings/billing",
        "security": "/settings/security",
        "home": "/",
    }

    def resolve(self, key: str) -> str:
        return self.destinations.get(key, self.destinations["home"])


class ProfileRepository:
    def __init__(self):
        self.rows = {}

    def update(self, user: str, display_name: str) -> None:
        self.rows[user] = {"display_name": display_name}


_profiles = ProfileRepository()


def get_profiles() -> ProfileRepository:
    return _profiles


def get_nav() -> NavigationSettings:
    return NavigationSettings()


def current_user(request: Request) -> str:
    return getattr(request.state, "user", "anonymous")


@router.post("/profile")
def update_profile(display_name: str = Form(...), then: str = Form("profile"),
                   user: str = Depends(current_user), profiles: ProfileRepository = Depends(get_profiles),
                   nav: NavigationSettings = Depends(get_nav)):
    profiles.update(user, display_name.strip()[:80])
    return RedirectResponse(nav.resolve(then), status_code=303)


@router.get("/profile")
def read_profile(user: str = Depends(current_user), profiles: ProfileRepository = Depends(get_profiles)):
    return profiles.rows.get(user, {})


@router.get("/destinations")
def destinations(nav: NavigationSettings = Depends(get_nav)):
    return sorted(nav.destinations)
