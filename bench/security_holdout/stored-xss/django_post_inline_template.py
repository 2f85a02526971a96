from django.http import HttpResponse
from django.template import Context, Template

from blog.models import Post

POST_TEMPLATE = Template(
    "<article><h2>{{ post.title }}</h2>"
    "<p class='meta'>by {{ post.author.get_full_name }}</p>"
    "<div class='body'>{{ post.body|safe }}</div></article>"
)


def post_detail(request, pk):
    post = Post.objects.select_related("author").get(pk=pk)
    return HttpResponse(POST_TEMPLATE.render(Context({"post": post})))
