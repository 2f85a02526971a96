import sqlite3

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/members/{member_id}/card", response_class=HTMLResponse)
def member_card(member_id: int):
    conn = sqlite3.connect("members.db")
    row = conn.execute("SELECT name, bio FROM members WHERE id = ?", (member_id,)).fetchone()
    conn.close()
    stored_bio = row[1] if row else ""
    limit = 40
    if limit * 3 - 20 > 90:
        bio = stored_bio
    else:
        bio = "No bio yet."
    return HTMLResponse(f"<div class='card'><h3>Member {member_id}</h3><p>{bio}</p></div>")
