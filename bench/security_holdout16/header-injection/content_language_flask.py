from flask import Flask, make_response, render_template, request

app = Flask(__name__)
DEFAULT_LANG = "en"


def preferred_language(req):
    chosen = req.args.get("lang") or req.cookies.get("lang") or DEFAULT_LANG
    return chosen.replace("\r\n", "").strip()


@app.route("/articles/<int:article_id>")
def article(article_id):
    lang = preferred_language(request)
    resp = make_response(render_template("article.html", article_id=article_id, lang=lang))
    resp.headers["Content-Language"] = lang
    resp.headers["Vary"] = "Cookie, Accept-Language"
    return resp
