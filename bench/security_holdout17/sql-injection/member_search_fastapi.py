import base64
import sqlite3

from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/members/search")
def member_search(x_search_filter: str = Header(default="")):
    finder = MemberFinder("members.db")
    finder.term = base64.b64decode(x_search_filter).decode("utf-8").strip()
    return {"results": finder.run()}


class MemberFinder:
    def __init__(self, path):
        self.path = path
        self.term = ""

    def clause(self):
        return "nickname LIKE '%" + self.term + "%'"

    def run(self):
        conn = sqlite3.connect(self.path)
        try:
            cur = conn.execute("SELECT id, nickname FROM members WHERE " + self.clause())
            return [dict(id=r[0], nickname=r[1]) for r in cur.fetchall()]
        finally:
            conn.close()
