from flask import Flask, redirect, render_template, request, session

app = Flask(__name__)
app.config.from_mapping(LANGUAGES=["en", "de", "fr", "es"])


@app.get("/lang/<code>")
def switch_language(code):
    if code in app.config["LANGUAGES"]:
        session["lang"] = code
    back = request.args.get("back", "/")
    if not back.startswith("/"):
        back = "/"
    return redirect(back)


@app.get("/")
def index():
    return render_template("index.html", lang=session.get("lang", "en"))
