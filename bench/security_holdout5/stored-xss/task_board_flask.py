from flask import Blueprint, render_template
from flask_login import login_required
from markupsafe import Markup

from app.models import Board, Task

bp = Blueprint("boards", __name__)

ROW_TEMPLATE = Markup('<li class="task" data-id="{}">{} <em>{}</em></li>')


def render_rows(tasks):
    return Markup("\n").join(
        ROW_TEMPLATE.format(t.id, t.title, t.assignee_name)
        for t in tasks
    )


@bp.get("/boards/<int:board_id>")
@login_required
def board(board_id):
    board = Board.query.get_or_404(board_id)
    tasks = Task.query.filter_by(board_id=board.id).order_by(Task.position).all()
    return render_template("board.html", board=board, rows=render_rows(tasks))
