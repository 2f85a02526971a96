from fastapi import Depends, FastAPI, Request
from fastapi.responses import RedirectResponse

from .auth import current_user
from .onboarding import mark_onboarding_complete

app = FastAPI()


@app.get("/dashboard", name="dashboard")
async def dashboard(user=Depends(current_user)):
    return {"welcome": user.display_name}


@app.post("/onboarding/complete")
async def complete_onboarding(request: Request, user=Depends(current_user)):
    await mark_onboarding_complete(user.id)
    return RedirectResponse(url=request.url_for("dashboard"), status_code=303)
