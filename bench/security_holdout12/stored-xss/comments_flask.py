from flask import Flask, redirect, render_template_string, request
from markupsafe import Markup

app = Flask(__name__)
COMMENTS = []

PAGE = "<h2>Comments</h2><ul>{{ items }}</ul><form method='post'><textarea name='body'></textarea></form>"


class CommentFormatter:
    row = Markup("<li><b>{}</b> wrote: {}</li>")

    def render(self, comments):
        return Markup("").join(self.row.format(c["author"], c["body"]) for c in comments)


@app.route("/comments", methods=["GET", "POST"])
def comments():
    if request.method == "POST":
        COMMENTS.append({"author": request.form.get("author", "anon"), "body": request.form.get("body", "")})
        return redirect("/comments")
    return render_template_string(PAGE, items=CommentFormatter().render(COMMENTS))
