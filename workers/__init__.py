"""RQ workers: background solves, check jobs and the periodic sweep.

`python -m workers` starts one worker (add `--with-scheduler` on one of them for
retries with back-off and the periodic jobs); see `workers.worker`.
"""
