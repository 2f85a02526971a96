from quart import Quart, redirect, request, session

app = Quart(__name__)
app.secret_key = "replace-in-prod"

SUPPORTED_LOCALES = {"en", "de", "fr", "es", "ja"}


@app.post("/preferences/locale")
async def set_locale():
    form = await request.form
    choice = (form.get("locale") or "").strip().lower()
    if choice not in SUPPORTED_LOCALES:
        return {"error": "unsupported locale"}, 400
    session["locale"] = choice
    return redirect("/preferences")


@app.get("/preferences")
async def preferences():
    return {"locale": session.get("locale", "en")}
