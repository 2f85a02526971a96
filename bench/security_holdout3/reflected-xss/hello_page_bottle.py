from bottle import Bottle, request, template

app = Bottle()

GREETING = """
<html><body>
<h1>Welcome, {{name}}!</h1>
% if team:
<p>You joined the <em>{{team}}</em> workspace.</p>
% end
</body></html>
"""


@app.get("/welcome")
def welcome():
    name = request.query.getunicode("name", default="guest")
    team = request.query.getunicode("team", default="")
    return template(GREETING, name=name, team=team)


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8082)
