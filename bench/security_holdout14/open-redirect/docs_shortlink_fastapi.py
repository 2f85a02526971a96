from fastapi import FastAPI, HTTPException
from fastapi.responses import RedirectResponse

app = FastAPI()

SHORTLINKS = {
    "install": "https://docs.acme.dev/getting-started/install",
    "api": "https://docs.acme.dev/reference/api",
    "changelog": "https://docs.acme.dev/changelog",
    "status": "https://status.acme.dev/",
}


@app.get("/go/{code}")
def follow_shortlink(code: str, ref: str = ""):
    destination = SHORTLINKS.get(code.lower())
    if destination is None:
        raise HTTPException(status_code=404, detail="unknown link")
    return RedirectResponse(destination, status_code=302)
