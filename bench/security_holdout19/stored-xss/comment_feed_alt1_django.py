from django.http import HttpResponse
from django.template import Context, Template
from django.utils.safestring import mark_safe

from blog.models import Comment


def comment_feed(request, post_id):
    rows = Comment.objects.filter(post_id=post_id).order_by("-created")[:20]
    parts = []
    for row in rows:
        fields = {"author": row.author_name, "body": row.body}
        parts.append("<article><h4>%s</h4><p>%s</p></article>" % (fields["author"], fields["body"]))
    page = mark_safe("".join(parts))
    return HttpResponse(Template("<section>{{ page }}</section>").render(Context({"page": page})))
