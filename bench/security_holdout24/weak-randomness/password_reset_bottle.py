import secrets
import time

from bottle import Bottle, request, response

app = Bottle()
RESET_TTL = 15 * 60
reset_codes = {}


@app.post("/password/reset")
def request_reset():
    email = (request.json or {}).get("email", "").strip().lower()
    user = app.config["users"].find_by_email(email)
    if user is not None:
        code = f"{secrets.randbelow(1_000_000):06d}"
        reset_codes[user.id] = {"code": code, "expires": time.time() + RESET_TTL, "attempts": 0}
        app.config["mailer"].send(user.email, "Your reset code", f"Use {code} to reset your password.")
    response.status = 202
    return {"status": "if the address exists, a code was sent"}
