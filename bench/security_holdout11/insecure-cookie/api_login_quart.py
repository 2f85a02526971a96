import secrets

from quart import Quart, jsonify, request

app = Quart(__name__)
TOKENS = {}


async def check_credentials(username, password):
    record = await app.config["USER_STORE"].find(username)
    return record is not None and record.verify(password)


@app.route("/api/login", methods=["POST"])
async def api_login():
    form = await request.form
    username = form.get("username", "")
    if not await check_credentials(username, form.get("password", "")):
        return jsonify(error="denied"), 401
    token = secrets.token_urlsafe(32)
    TOKENS[token] = username
    response = jsonify(user=username)
    response.set_cookie("auth_token", token, httponly=False, secure=False, samesite="Lax")
    return response
