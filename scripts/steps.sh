# Sourced by scripts/test.sh and .ci/run: `step "name"` starts a step and ends the one before;
# `steps_report` prints each step's seconds, so CI's output says where its time goes.
STEPS_REPORT=()
STEP_NAME=""
STEP_START=0

_step_end() {
  if [ -n "$STEP_NAME" ]; then
    STEPS_REPORT+=("$(printf '%5ds  %s' "$((SECONDS - STEP_START))" "$STEP_NAME")")
  fi
}

step() {
  _step_end
  STEP_NAME="$1"
  STEP_START=$SECONDS
  printf '\n\033[1m==> %s\033[0m\n' "$1"
}

steps_report() {
  _step_end
  STEP_NAME=""
  printf '\n\033[1mSeconds by step\033[0m\n'
  printf '%s\n' "${STEPS_REPORT[@]}"
}
