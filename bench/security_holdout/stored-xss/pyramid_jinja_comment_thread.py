from jinja2 import Environment, FileSystemLoader
from pyramid.view import view_config

from forum.repository import CommentRepository

env = Environment(loader=FileSystemLoader("templates"), autoescape=False)


@view_config(route_name="thread", renderer="string")
def thread(request):
    repo = CommentRepository(request.dbsession)
    comments = repo.for_thread(int(request.matchdict["thread_id"]))
    template = env.get_template("thread.html")
    request.response.content_type = "text/html"
    return template.render(comments=comments, thread_id=request.matchdict["thread_id"])
