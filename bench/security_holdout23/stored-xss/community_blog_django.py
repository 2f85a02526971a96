import markdown
from django import forms
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.html import format_html
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_http_methods

from .models import Post

MARKDOWN_EXTENSIONS = ["fenced_code", "tables", "sane_lists"]


class PostForm(forms.ModelForm):
    class Meta:
        model = Post
        fields = ["title", "body", "tags"]


def post_list(request):
    posts = Post.objects.filter(published=True).select_related("author").order_by("-published_at")
    page = Paginator(posts, 20).get_page(request.GET.get("page"))
    return render(request, "blog/post_list.html", {"page": page})


def post_detail(request, slug):
    post = get_object_or_404(Post, slug=slug, published=True)
    byline = format_html(
        '<a class="author" href="/members/{}/">{}</a>',
        post.author.username,
        post.author.get_full_name() or post.author.username,
    )
    body_html = mark_safe(markdown.markdown(post.body, extensions=MARKDOWN_EXTENSIONS))
    return render(request, "blog/post_detail.html", {"post": post, "byline": byline, "body_html": body_html})


@login_required
@require_http_methods(["GET", "POST"])
def post_create(request):
    form = PostForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        post = form.save(commit=False)
        post.author = request.user
        post.published = True
        post.save()
        form.save_m2m()
        return redirect("blog:post_detail", slug=post.slug)
    return render(request, "blog/post_form.html", {"form": form})


@login_required
@require_http_methods(["POST"])
def post_delete(request, slug):
    post = get_object_or_404(Post, slug=slug, author=request.user)
    post.delete()
    return redirect("blog:post_list")
