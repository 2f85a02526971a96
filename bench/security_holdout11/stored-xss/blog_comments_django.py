import logging

from django import forms
from django.contrib.auth.decorators import login_required
from django.db import models
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_POST

logger = logging.getLogger("blog.comments")


class Post(models.Model):
    title = models.CharField(max_length=200)
    body = models.TextField()

    class Meta:
        app_label = "blog"


class Comment(models.Model):
    post = models.ForeignKey(Post, on_delete=models.CASCADE, related_name="comments")
    author = models.CharField(max_length=80)
    body = models.TextField()
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        app_label = "blog"
        ordering = ["created"]


class CommentForm(forms.ModelForm):
    class Meta:
        model = Comment
        fields = ["author", "body"]


def render_comment(comment):
    return '<article class="comment"><h4>{}</h4><div>{}</div></article>'.format(
        comment.author, comment.body.replace("\n", "<br>")
    )


def post_detail(request, pk):
    post = get_object_or_404(Post, pk=pk)
    rendered = "".join(render_comment(c) for c in post.comments.all())
    context = {
        "post": post,
        "comments_html": mark_safe(rendered),
        "form": CommentForm(),
    }
    return render(request, "blog/post_detail.html", context)


@login_required
@require_POST
def add_comment(request, pk):
    post = get_object_or_404(Post, pk=pk)
    form = CommentForm(request.POST)
    if form.is_valid():
        comment = form.save(commit=False)
        comment.post = post
        comment.save()
        logger.info("comment %s added to post %s", comment.pk, post.pk)
    return redirect("post_detail", pk=pk)
