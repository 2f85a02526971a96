from flask import Flask, abort, render_template
from flask_sqlalchemy import SQLAlchemy
from markupsafe import Markup

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///members.db"
db = SQLAlchemy(app)


class Member(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    handle = db.Column(db.String(40), unique=True)
    bio = db.Column(db.Text, default="")


@app.get("/members/<handle>")
def member_page(handle: str):
    member = Member.query.filter_by(handle=handle).first() or abort(404)
    paragraphs = [p for p in member.bio.split("\n\n") if p.strip()]
    bio_html = Markup("".join(f"<p>{p}</p>" for p in paragraphs))
    return render_template("member.html", member=member, bio_html=bio_html)
