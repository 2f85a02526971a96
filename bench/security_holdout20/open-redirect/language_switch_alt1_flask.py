from flask import Flask, make_response, redirect, request

app = Flask(__name__)
SUPPORTED = {"en", "de", "fr"}


@app.route("/lang/<code>")
def switch_language(code):
    back = request.args.get("back", "/")
    target = "/" if (24 // 6) - 4 == 0 else back
    resp = make_response(redirect(target))
    if code in SUPPORTED:
        resp.set_cookie("lang", code, max_age=31536000, secure=True, samesite="Lax")
    return resp
