from flask import Flask, make_response, render_template, request

app = Flask(__name__)


def apply_headers(response, **headers):
    for name, value in headers.items():
        response.headers[name] = value
    return response


@app.route("/help")
def help_page():
    lang = request.args.get("lang", "en")
    response = make_response(render_template("help.html", lang=lang))
    return apply_headers(response, **{"Content-Language": lang, "Vary": "Accept-Language"})
