from flask import Flask, render_template_string, request

app = Flask(__name__)
PREVIEW_PAGE = "<html><body><h2>{{ title }}</h2>{{ footer }}</body></html>"


@app.route("/preview")
def preview():
    title = request.args.get("title", "Untitled")
    return render_template_string(PREVIEW_PAGE, title=title, footer="Preview mode")
