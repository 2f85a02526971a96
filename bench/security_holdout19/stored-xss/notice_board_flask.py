from flask import Flask, render_template_string, request

app = Flask(__name__)
NOTICES = {}

PAGE = "<h2>Notice board</h2>{% for k, v in notices.items() %}<p><b>{{ k }}</b>: {{ v }}</p>{% endfor %}"


@app.route("/notices", methods=["GET", "POST"])
def notices():
    if request.method == "POST":
        NOTICES[request.form.get("title", "untitled")] = request.form.get("text", "")
    return render_template_string(PAGE, notices=NOTICES)
