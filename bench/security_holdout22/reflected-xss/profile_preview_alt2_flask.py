from flask import Flask, request, render_template_string

app = Flask(__name__)
PAGE = """<html><body>
<h1>{{ title }}</h1>
<p class="bio">{{ bio }}</p>
</body></html>"""


class Preview:
    def __init__(self, form):
        self.title = form.get("display_name", "Anonymous")
        self.bio = form.get("bio", "")


@app.route("/profile/preview", methods=["POST"])
def profile_preview():
    p = Preview(request.form)
    return render_template_string(PAGE, title=p.title, bio=p.bio)
