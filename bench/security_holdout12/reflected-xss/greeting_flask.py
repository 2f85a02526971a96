from flask import Flask, make_response, request

app = Flask(__name__)

TEMPLATES = {
    "en": "<h1>Hello, {name}!</h1><p>Welcome back.</p>",
    "de": "<h1>Hallo, {name}!</h1><p>Willkommen zur\u00fcck.</p>",
}


@app.route("/greet")
def greet():
    lang = request.args.get("lang", "en")
    name = request.args.get("name") or "guest"
    template = TEMPLATES[lang] if lang in TEMPLATES else TEMPLATES["en"]
    body = template.format(name=name.strip())
    resp = make_response(body)
    resp.headers["Content-Type"] = "text/html; charset=utf-8"
    return resp
