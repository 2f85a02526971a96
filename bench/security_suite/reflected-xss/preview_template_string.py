from flask import Flask, render_template_string, request

app = Flask(__name__)


@app.route("/preview")
def preview():
    title = request.args.get("title", "Untitled")
    page = "<html><body><h2>" + title + "</h2>{{ footer }}</body></html>"
    return render_template_string(page, footer="Preview mode")
