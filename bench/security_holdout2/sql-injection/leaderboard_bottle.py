import sqlite3

from bottle import Bottle, request, response

app = Bottle()
DB_PATH = "/srv/game/scores.db"


def top_scores(game, limit, offset):
    conn = sqlite3.connect(DB_PATH)
    try:
        sql = ("SELECT player, score FROM scores WHERE game = ? "
               "ORDER BY score DESC LIMIT %d OFFSET %d" % (limit, offset))
        return conn.execute(sql, (game,)).fetchall()
    finally:
        conn.close()


@app.get("/leaderboard/<game>")
def leaderboard(game):
    try:
        limit = min(int(request.query.get("limit", 10)), 100)
        offset = max(int(request.query.get("offset", 0)), 0)
    except ValueError:
        response.status = 400
        return {"error": "limit and offset must be integers"}
    rows = top_scores(game, limit, offset)
    return {"game": game, "scores": [{"player": p, "score": s} for p, s in rows]}


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)
