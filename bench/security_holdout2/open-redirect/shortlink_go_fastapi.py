from fastapi import FastAPI, HTTPException
from fastapi.responses import RedirectResponse

app = FastAPI()

DESTINATIONS = {
    "docs": "https://docs.example.io/",
    "status": "https://status.example.io/",
    "changelog": "https://docs.example.io/changelog",
    "billing": "/account/billing",
}


@app.get("/go/{slug}")
async def go(slug: str):
    target = DESTINATIONS.get(slug.lower())
    if target is None:
        raise HTTPException(status_code=404, detail="unknown link")
    return RedirectResponse(target, status_code=307)
