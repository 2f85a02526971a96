from flask import Flask, render_template
from flask_sqlalchemy import SQLAlchemy
from markupsafe import Markup

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "postgresql://forum@localhost/forum"
db = SQLAlchemy(app)


class Thread(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    title = db.Column(db.String(200))


class Reply(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    thread_id = db.Column(db.Integer, db.ForeignKey("thread.id"), index=True)
    author_name = db.Column(db.String(80))
    body = db.Column(db.Text)
    created_at = db.Column(db.DateTime)


@app.route("/threads/<int:thread_id>")
def show_thread(thread_id):
    thread = Thread.query.get_or_404(thread_id)
    replies = Reply.query.filter_by(thread_id=thread.id).order_by(Reply.created_at).all()
    rendered = [Markup("<div class='reply'><b>{}</b><p>{}</p></div>").format(r.author_name, r.body) for r in replies]
    return render_template("thread.html", thread=thread, replies=rendered)
