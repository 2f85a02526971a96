from flask import Flask, request
from sqlalchemy import create_engine, update

from tags.schema import tags_table

app = Flask(__name__)
engine = create_engine("sqlite:///tags.db")


@app.route("/tags/rename", methods=["POST"])
def rename_tag():
    old = request.form["old"]
    new = request.form["new"]
    stmt = update(tags_table).where(tags_table.c.name == old).values(name=new)
    with engine.begin() as conn:
        conn.execute(stmt)
    return "renamed"
