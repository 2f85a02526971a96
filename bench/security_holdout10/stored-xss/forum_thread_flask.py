from flask import Flask, render_template_string
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///forum.db"
db = SQLAlchemy(app)


class Reply(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    thread_id = db.Column(db.Integer, index=True)
    author = db.Column(db.String(80))
    text = db.Column(db.Text)


THREAD_TMPL = """<h2>Thread {{ tid }}</h2>
{% for r in replies %}<article><h4>{{ r.author }}</h4><p>{{ r.text }}</p></article>{% endfor %}"""


@app.route("/threads/<int:tid>")
def thread(tid):
    replies = Reply.query.filter_by(thread_id=tid).order_by(Reply.id).all()
    return render_template_string(THREAD_TMPL, tid=tid, replies=replies)
